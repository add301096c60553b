import torch

device = torch.device("cuda" if torch.cuda.is_available() else "cpu")

criterion = torch.nn.MSELoss()
pred = torch.tensor([1, 2, 3], device=device)    # int64，例如取整后的预测值

# 其中一个操作数是浮点类型：数据类型被提升为 float32，损失可以正常计算
loss = criterion(pred, torch.tensor([1.0, 4.0, 6.0], device=device))
print(loss, loss.dtype)

# 两个都是 int64：提升后仍是 int64，而 MSE 没有整数实现
target = torch.tensor([1, 4, 6], device=device)
criterion(pred, target)
