import torch

device = torch.device("cuda" if torch.cuda.is_available() else "cpu")

model = torch.nn.Linear(3, 1).to(device)   # fine: modules move in place
x = torch.randn(4, 3)                      # created on the CPU
x.to(device)                               # BUG: returns a moved copy that is discarded
print(x.device.type, next(model.parameters()).device.type)
model(x)
