import torch

device = torch.device("cuda" if torch.cuda.is_available() else "cpu")

model = torch.nn.Linear(3, 1).to(device)
x = torch.ones(2, 3, device=device)
with torch.no_grad():
    loss = model(x).pow(2).mean()  # 整个前向传播都没有被记录
loss.backward()
