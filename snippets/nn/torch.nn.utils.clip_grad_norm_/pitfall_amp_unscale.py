import torch

device = torch.device("cuda" if torch.cuda.is_available() else "cpu")

# GradScaler multiplies the loss (here by 65536), so gradients are scaled too
torch.manual_seed(0)
model = torch.nn.Linear(2, 1).to(device)
optimizer = torch.optim.SGD(model.parameters(), lr=0.1)
scaler = torch.amp.GradScaler(device.type)
x = torch.ones(1, 2, device=device)

scaler.scale(model(x).sum()).backward()
print(torch.nn.utils.clip_grad_norm_(model.parameters(), 1.0))  # wrong: clips scaled grads

optimizer.zero_grad()
scaler.scale(model(x).sum()).backward()
scaler.unscale_(optimizer)  # right order: unscale_, clip, step, update
print(torch.nn.utils.clip_grad_norm_(model.parameters(), 1.0))
scaler.step(optimizer)
scaler.update()
