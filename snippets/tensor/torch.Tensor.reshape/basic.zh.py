import torch

device = torch.device("cuda" if torch.cuda.is_available() else "cpu")

x = torch.arange(12, device=device)
print(x.reshape(3, 4).shape)          # 分开传入多个整数……
print(x.reshape((2, 6)).shape)        # ……或一个元组 / torch.Size
print(x.reshape(2, -1, 3).shape)      # 单个 -1 会被自动推算
print(x.reshape(-1).shape)            # 展平

batch = torch.randn(8, 3, 4, 4, device=device)
print(batch.reshape(batch.shape[0], -1).shape)   # 除批次维度外全部展平
