import torch
import torch.nn.functional as F

logits = torch.tensor([30.0, -30.0], requires_grad=True)   # 预测很自信，却是错的
target = torch.tensor([0.0, 1.0])

print(torch.sigmoid(torch.tensor(30.0)) == 1.0)   # 在 float32 中恰好舍入为 1

loss = F.binary_cross_entropy(torch.sigmoid(logits), target)
loss.backward()
print(loss, logits.grad)         # log(0) 被截断，第一个样本的梯度为 0

logits.grad = None
loss = F.binary_cross_entropy_with_logits(logits, target)
loss.backward()
print(loss, logits.grad)         # 精确的损失，有用的梯度
