import torch

device = torch.device("cuda" if torch.cuda.is_available() else "cpu")

torch.manual_seed(0)
model = torch.nn.Linear(4, 1).to(device)
optimizer = torch.optim.SGD(model.parameters(), lr=0.1)
x = torch.randn(8, 4, device=device) * 100  # 输入很大 -> 梯度很大
y = torch.zeros(8, 1, device=device)

optimizer.zero_grad()
loss = torch.nn.functional.mse_loss(model(x), y)
loss.backward()                                         # 1. 计算梯度
norm = torch.nn.utils.clip_grad_norm_(model.parameters(), max_norm=1.0)  # 2. 裁剪
optimizer.step()                                        # 3. 更新
print(norm > 1.0)  # 返回值便于记录梯度爆炸
grads = [p.grad for p in model.parameters()]
print(round(torch.linalg.vector_norm(torch.cat([g.flatten() for g in grads])).item(), 4))
