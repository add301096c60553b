import torch

device = torch.device("cuda" if torch.cuda.is_available() else "cpu")

model = torch.nn.Linear(2, 1).to(device)
optimizer = torch.optim.SGD(model.parameters(), lr=0.1)
optimizer.zero_grad()  # 此时所有 .grad 都是 None

# 在 loss.backward() 之前调用：根本没有梯度
torch.nn.utils.clip_grad_value_(model.parameters(), clip_value=1.0)
