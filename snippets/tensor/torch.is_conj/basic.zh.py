import torch

z = torch.tensor([1 + 2j, 3 - 1j])
c = z.conj()
print(torch.is_conj(z), torch.is_conj(c))     # conj 只是设置一个标志位
print(c.data_ptr() == z.data_ptr())           # 并且与 z 共享内存
print(torch.is_conj(c.resolve_conj()))        # resolve 后标志位清除
print(torch.is_conj(c * 1))                   # 任何计算出的结果也没有标志位

x = torch.tensor([1.0, 2.0])
print(torch.is_conj(x.conj()))                # 实数张量永远不会带标志位
