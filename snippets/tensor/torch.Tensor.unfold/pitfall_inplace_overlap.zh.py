import torch

seq = torch.zeros(5)
w = seq.unfold(0, 3, 1)      # 重叠的窗口共享元素
w += 1                       # 不报错，但每个元素所在的窗口有几个，就会被更新几次
print(seq)
print(w)
