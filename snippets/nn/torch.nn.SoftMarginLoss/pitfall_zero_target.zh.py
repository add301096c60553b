import torch

logits = torch.tensor([2.0, -1.0, 5.0], requires_grad=True)
labels = torch.tensor([1.0, 0.0, 0.0])  # 0/1 标签

loss = torch.nn.SoftMarginLoss(reduction="none")(logits, labels)
loss.sum().backward()
print(loss)         # 每个 0 标签都得到 log(2)，与 logit 无关
print(logits.grad)  # 而且没有梯度
