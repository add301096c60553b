import torch

m = torch.arange(6.0).reshape(2, 3).to_mkldnn()
print(m.to_dense().sum())                  # 通用运算先转回普通张量
m.sum()                                    # 大多数算子没有针对 oneDNN 布局的内核
