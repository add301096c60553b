import torch

m = torch.arange(6.0).reshape(2, 3).to_mkldnn()
print(m.reshape(3, 2).shape)               # reshape 可以：它新建一个 oneDNN 张量
m.view(3, 2)                               # 没有步长，无从建立视图
