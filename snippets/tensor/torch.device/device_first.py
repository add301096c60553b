import torch

device = torch.device("cuda" if torch.cuda.is_available() else "cpu")

# The line above is the device-first pattern: the device is decided once
# (here from an environment variable). A script without such an override
# usually writes:
#     device = torch.device("cuda" if torch.cuda.is_available() else "cpu")
# Everything below only refers to `device`, never to a hard-coded "cuda".

model = torch.nn.Linear(4, 2).to(device)       # Module.to moves the module in place
x = torch.randn(3, 4, device=device)           # create data directly on the device
y = torch.tensor([0, 1, 1]).to(device)         # or move it (Tensor.to returns a new tensor)

out = model(x)
print(out.shape, out.device.type == device.type, y.device.type == device.type)
