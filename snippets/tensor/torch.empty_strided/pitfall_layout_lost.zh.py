import torch

x = torch.empty_strided((3, 4), (1, 3)).fill_(1.0)
print((x + 1).stride(), x.clone().stride())  # 逐元素运算的结果保留这种布局
print(x.contiguous().stride(), x.reshape(12).is_contiguous())  # 这些则不保留
print(x.view(12))  # view 需要行优先布局，而 x 不是
