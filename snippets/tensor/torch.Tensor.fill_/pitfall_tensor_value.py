import torch

x = torch.zeros(3)
print(x.fill_(torch.tensor(5.0)))           # a 0-d tensor works
x.fill_(torch.tensor([1.0, 2.0, 3.0]))      # several values: use copy_
