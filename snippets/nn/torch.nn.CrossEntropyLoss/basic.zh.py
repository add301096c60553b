import torch

device = torch.device("cuda" if torch.cuda.is_available() else "cpu")

criterion = torch.nn.CrossEntropyLoss()

# 2 个样本，3 个类别：原始分数（logits），未经 softmax
logits = torch.tensor([[2.0, 0.5, -1.0],
                       [0.1, 1.5, 0.2]], device=device, requires_grad=True)
target = torch.tensor([0, 1], device=device)  # 类别索引，dtype 为 int64
print(target.dtype)

loss = criterion(logits, target)
print(loss)
loss.backward()
print(logits.grad.shape)

# reduction="none" 为每个样本保留一个损失值
per_sample = torch.nn.CrossEntropyLoss(reduction="none")(logits, target)
print(per_sample)
print(torch.nn.CrossEntropyLoss(reduction="sum")(logits, target))
