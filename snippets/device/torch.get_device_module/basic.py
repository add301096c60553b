import torch

# The module of the current accelerator, or torch.cpu when there is none.
backend = torch.get_device_module()
print(backend.__name__, backend.is_available(), backend.device_count())

# The same code synchronises whichever device the tensor lives on.
device = torch.accelerator.current_accelerator(check_available=True) or torch.device("cpu")
x = torch.randn(256, 256, device=device)
y = x @ x
torch.get_device_module(y.device).synchronize()
print(y.device.type, torch.get_device_module(y.device).__name__)

# A name or a torch.device works; the module exists even without the hardware.
print(torch.get_device_module("cuda").__name__, torch.get_device_module(torch.device("cpu")).__name__)
