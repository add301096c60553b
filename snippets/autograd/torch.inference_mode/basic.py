import torch

device = torch.device("cuda" if torch.cuda.is_available() else "cpu")

model = torch.nn.Linear(3, 2).to(device).eval()
x = torch.ones(1, 3, device=device)

with torch.inference_mode():
    y = model(x)
print(y.requires_grad, y.is_inference())

# mode=False turns it off, e.g. inside a decorated function
with torch.inference_mode(mode=False):
    z = model(x)
print(z.requires_grad, z.is_inference())

# A clone made outside inference mode is a normal tensor again
print(y.clone().is_inference())
