import torch

score = torch.tensor([0.5, -3.0], requires_grad=True)  # 原始分数，而不是距离
target = torch.tensor([1.0, 1.0])

loss = torch.nn.HingeEmbeddingLoss()(score, target)
loss.backward()
print(loss)        # 为负数，且没有下界
print(score.grad)  # 会一直把分数往下推
