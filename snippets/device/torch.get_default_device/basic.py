import torch

device = torch.device("cuda" if torch.cuda.is_available() else "cpu")
torch.set_default_device(device)

print(torch.get_default_device())
model = torch.nn.Linear(4, 2)           # parameters are created on the default device
x = torch.randn(3, 4)                   # so are factory-function results
print(model.weight.device == x.device == torch.get_default_device())

# A block with its own default: shapes only, no memory allocated.
with torch.device("meta"):
    print(torch.get_default_device(), torch.nn.Linear(4096, 4096).weight.shape)
print(torch.get_default_device())       # back to the global default
