import torch

x = torch.arange(12).reshape(4, 3)
# split the rows into 2 equal parts
top, bottom = torch.vsplit(x, 2)
print(top, bottom, sep="\n")
# split points [1, 3]: rows [:1], [1:3], [3:]
print([p.shape[0] for p in x.vsplit([1, 3])])
# equivalent to tensor_split along dim 0
print(all(torch.equal(a, b) for a, b in zip(torch.vsplit(x, 2), torch.tensor_split(x, 2, dim=0))))
