import torch

device = torch.device("cuda" if torch.cuda.is_available() else "cpu")

model = torch.nn.Linear(3, 2).to(device)
x = torch.ones(4, 3)  # created on the CPU, e.g. by a DataLoader

# Move every input to the device the model's parameters live on.
model_device = next(model.parameters()).device
x = x.to(model_device)
out = model(x)
print(out.shape, out.device == model_device)

# Tensors created inside forward() should follow the input's device too.
mask = torch.ones(4, 2, device=x.device)
print((out * mask).device == model_device)
