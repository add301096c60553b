import torch

device = torch.device("cuda" if torch.cuda.is_available() else "cpu")

model = torch.nn.Linear(2, 1).to(device)
opt = torch.optim.SGD(model.parameters(), lr=0.1)
model(torch.ones(1, 2, device=device)).sum().backward()
opt.step()
opt.zero_grad()

# Logging code written for the old behaviour (grads reset to zeros):
print(model.weight.grad)
grad_norm = model.weight.grad.norm()
