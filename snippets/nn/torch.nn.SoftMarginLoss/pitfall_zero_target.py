import torch

logits = torch.tensor([2.0, -1.0, 5.0], requires_grad=True)
labels = torch.tensor([1.0, 0.0, 0.0])  # 0/1 labels

loss = torch.nn.SoftMarginLoss(reduction="none")(logits, labels)
loss.sum().backward()
print(loss)         # every 0 label gives log(2), whatever the logit
print(logits.grad)  # and no gradient
