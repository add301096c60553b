import torch

spectrum = torch.fft.fft(torch.tensor([1.0, 2.0, 0.0, -1.0]))

# Meant as a throw-away copy for plotting the real parts only.
parts = torch.view_as_real(spectrum)
parts[:, 1] = 0

print(spectrum)  # the imaginary parts of the spectrum are gone as well
