import torch

w = torch.ones(2, requires_grad=True)
v = torch.asarray(w)  # 发出警告：requires_grad 现在跟随输入
print(v.requires_grad, v is w)

d = torch.asarray(w, requires_grad=False)  # 明确写出，不再警告
print(d.requires_grad, d.data_ptr() == w.data_ptr())
