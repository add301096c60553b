import torch

# every embedding has collapsed to the same point
anchor = torch.zeros(4, 8, requires_grad=True)
positive = torch.zeros(4, 8)
negative = torch.zeros(4, 8)

loss = torch.nn.TripletMarginLoss(margin=1.0)(anchor, positive, negative)
loss.backward()
print(loss)                       # exactly the margin
print(anchor.grad.abs().max())    # and no gradient to escape
