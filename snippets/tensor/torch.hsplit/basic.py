import torch

x = torch.arange(12).reshape(2, 6)
# an int: that many equal parts along dim 1 (columns)
for part in torch.hsplit(x, 3):
    print(part.tolist())
# a list: split points, not lengths -> [:1], [1:4], [4:]
print([p.shape[1] for p in x.hsplit([1, 4])])
# a 1-D tensor is split along dim 0
print(torch.hsplit(torch.arange(6), 2))
# the parts are views of x
print(torch.hsplit(x, 3)[0].data_ptr() == x.data_ptr())
