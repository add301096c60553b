import torch

x = torch.arange(6.0).reshape(2, 3)
m = x.to_mkldnn()                         # 复制成 oneDNN 的不透明布局
print(m.layout, m.is_mkldnn, m.shape, m.dtype)

y = torch.relu(m * 2 + m).reshape(3, 2)   # 少数有 oneDNN 内核的运算结果仍是这种布局
print(y.layout)
print(y.to_dense())                       # 转回普通的跨步张量
print(x.to_mkldnn(torch.bfloat16).dtype)  # 可选的 dtype 参数同时转换类型
