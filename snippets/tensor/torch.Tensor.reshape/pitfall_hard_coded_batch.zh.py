import torch

device = torch.device("cuda" if torch.cuda.is_available() else "cpu")

batch_size = 32

# 一个 epoch 的最后一个批次比 batch_size 小
small = torch.randn(10, 3, 4, 4, device=device)      # 480 个元素
print(small.reshape(batch_size, -1).shape)          # 不报错：480 = 32 * 15，但每行混入了不同样本的数据
print(small.reshape(small.shape[0], -1).shape)      # 正确的结果是 (10, 48)

odd = torch.randn(10, 3, 5, 5, device=device)        # 750 个元素，不能被 32 整除
odd.reshape(batch_size, -1)
