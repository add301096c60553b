import torch

x = torch.empty_strided((3, 4), (1, 3)).fill_(1.0)
print((x + 1).stride(), x.clone().stride())  # elementwise results keep the layout
print(x.contiguous().stride(), x.reshape(12).is_contiguous())  # these do not
print(x.view(12))  # view needs the row-major layout x lacks
