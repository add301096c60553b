import torch

torch.manual_seed(0)
seq = torch.ones(2, 4, 3)  # (N, C, L)
print(torch.nn.Dropout1d(p=0.5)(seq)[0])  # 整行（整个通道）一起置 0
vol = torch.ones(1, 4, 2, 2, 2)  # (N, C, D, H, W)
print(torch.nn.Dropout3d(p=0.5)(vol)[0].flatten(1))  # 整个 2x2x2 体块一起置 0
print(torch.nn.functional.dropout1d(seq, p=0.5, training=False).equal(seq))
