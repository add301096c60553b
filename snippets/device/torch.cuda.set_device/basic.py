import torch

device = torch.device("cuda" if torch.cuda.is_available() else "cpu")

if device.type == "cuda":
    index = device.index if device.index is not None else 0  # set_device needs an explicit index
    torch.cuda.set_device(index)  # makes it the default CUDA device
    print("current device:", torch.cuda.current_device())
    x = torch.ones(2, device="cuda")  # bare "cuda" means the current device
    print(x.device)
else:
    print("running on", device, "- nothing to select")

# Preferred: keep the device explicit instead of relying on the global default
y = torch.ones(2).to(device)
print(y.device.type)
