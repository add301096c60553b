import torch

x = torch.zeros(3)
history = [x.numpy()]          # 本意是当作快照
x += 1.0                       # 原地修改：“快照”也变了
x = x + 1.0                    # 重新绑定：得到新张量，数组不受影响
print(history[0])

y = torch.zeros(3)
snap = y.numpy().copy()        # 真正的快照
y += 1.0
print(snap)
