import torch

device = torch.device("cuda" if torch.cuda.is_available() else "cpu")

x = torch.ones(2, device=device)
print(x.device == "cpu", x.device == "cuda")     # a device never equals a str: both False
print(x.device.type)                               # compare the .type string instead
print(x.device.type == device.type)
