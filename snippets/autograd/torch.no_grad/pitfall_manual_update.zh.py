import torch

device = torch.device("cuda" if torch.cuda.is_available() else "cpu")

model = torch.nn.Linear(2, 1).to(device)
loss = model(torch.ones(1, 2, device=device)).sum()
loss.backward()
lr = 0.1
for p in model.parameters():
    p -= lr * p.grad  # 手写的 SGD 更新步，在 torch.no_grad() 之外
