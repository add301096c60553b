import torch

device = torch.device("cuda" if torch.cuda.is_available() else "cpu")

backbone = torch.nn.Linear(4, 4).to(device)
head = torch.nn.Linear(4, 1).to(device)
x = torch.ones(2, 4, device=device)

with torch.inference_mode():  # 例如由冻结的骨干网络预先算好的特征
    feats = backbone(x)
print(feats.is_inference())

loss = head(feats).sum()  # Linear 必须保存输入，才能计算权重的梯度
loss.backward()
