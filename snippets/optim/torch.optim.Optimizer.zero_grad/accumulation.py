import torch

device = torch.device("cuda" if torch.cuda.is_available() else "cpu")

torch.manual_seed(0)
model = torch.nn.Linear(3, 1).to(device)
opt = torch.optim.SGD(model.parameters(), lr=0.1)
x = torch.randn(8, 3, device=device)

# Full batch gradient
opt.zero_grad()
model(x).pow(2).mean().backward()
full = model.weight.grad.clone()

# Same gradient from 4 micro-batches: zero once, backward 4 times, scale each loss.
opt.zero_grad()
for chunk in x.chunk(4):
    (model(chunk).pow(2).mean() / 4).backward()
print(torch.allclose(full, model.weight.grad, atol=1e-6))
