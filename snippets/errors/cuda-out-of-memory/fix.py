import torch

device = torch.device("cuda" if torch.cuda.is_available() else "cpu")


# Same effective batch of 32, processed as 4 micro-batches of 8 (gradient accumulation):
# peak activation memory drops to a quarter, the gradient is the same.
torch.manual_seed(0)
model = torch.nn.Linear(16, 4).to(device)
x = torch.randn(32, 16, device=device)
y = torch.randn(32, 4, device=device)

model.zero_grad()
torch.nn.functional.mse_loss(model(x), y).backward()
full = model.weight.grad.clone()

model.zero_grad()
for xb, yb in zip(x.chunk(4), y.chunk(4)):
    loss = torch.nn.functional.mse_loss(model(xb), yb) / 4  # divide by the number of micro-batches
    loss.backward()
print("same gradient:", torch.allclose(model.weight.grad, full, atol=1e-6))

# Evaluation needs no graph: no_grad frees activations right away.
with torch.no_grad():
    out = model(x)
print("requires_grad in eval:", out.requires_grad)
