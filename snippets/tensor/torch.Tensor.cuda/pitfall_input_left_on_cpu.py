import torch

device = torch.device("cuda" if torch.cuda.is_available() else "cpu")

model = torch.nn.Linear(3, 1).cuda()     # the module moved (Module.cuda works in place)
x = torch.randn(4, 3)                    # the batch was never moved
print(next(model.parameters()).device.type, x.device.type)
model(x)
