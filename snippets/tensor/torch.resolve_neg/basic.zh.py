import torch

z = torch.tensor([3 + 4j, 1 - 2j])
im = z.conj().imag             # conj 是延迟的，所以它的虚部是一个取负视图
print(im, torch.is_neg(im))

r = torch.resolve_neg(im)      # 真正算出来：得到不带标志位的新张量
print(r, r.is_neg())
print(r.data_ptr() == im.data_ptr())   # 是副本，不再是 z 的视图

x = torch.tensor([1.0, 2.0])
print(torch.resolve_neg(x) is x)       # 没有需要处理的：原样返回同一个对象
