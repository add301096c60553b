import torch

# Called unconditionally: fine on a GPU machine, an exception everywhere else.
major, minor = torch.cuda.get_device_capability()
print(major, minor)
