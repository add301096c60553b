import torch

# 所有嵌入都坍缩到同一点
anchor = torch.zeros(4, 8, requires_grad=True)
positive = torch.zeros(4, 8)
negative = torch.zeros(4, 8)

loss = torch.nn.TripletMarginLoss(margin=1.0)(anchor, positive, negative)
loss.backward()
print(loss)                       # 正好等于 margin
print(anchor.grad.abs().max())    # 而且梯度为 0，无法脱离
