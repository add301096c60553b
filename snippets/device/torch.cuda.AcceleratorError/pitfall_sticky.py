import torch

# GPU only: an out-of-range index trips a device-side assert.
x = torch.zeros(3, device="cuda")
try:
    x[torch.tensor([5], device="cuda")].sum().item()
except torch.AcceleratorError:
    print("caught, carrying on")
torch.ones(1, device="cuda").item()  # the CUDA context is still broken
