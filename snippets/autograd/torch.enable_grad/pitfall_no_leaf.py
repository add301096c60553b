import torch

device = torch.device("cuda" if torch.cuda.is_available() else "cpu")

x = torch.ones(2, device=device)  # requires_grad=False
with torch.enable_grad():
    loss = (x * 2).sum()
print(loss.requires_grad)
loss.backward()
