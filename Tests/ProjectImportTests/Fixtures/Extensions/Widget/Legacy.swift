struct Legacy {}
