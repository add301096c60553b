import torch

device = torch.device("cuda" if torch.cuda.is_available() else "cpu")


torch.manual_seed(0)
model = torch.nn.Sequential(
    torch.nn.Linear(4, 8), torch.nn.BatchNorm1d(8), torch.nn.ReLU(), torch.nn.Dropout(0.5), torch.nn.Linear(8, 2)
).to(device)
x = torch.randn(3, 4, device=device)

model.eval()  # 关闭 dropout，batch norm 改用滑动统计量
with torch.inference_mode():
    a = model(x)
    b = model(x)
    single = model(x[:1])  # 在 eval 模式下，批次大小为 1 也没问题
print("training mode:", model.training)
print("same input, same output:", torch.equal(a, b))
print("row 0 independent of the batch:", torch.allclose(single, a[:1]))
print("BatchNorm running_mean untouched:", torch.equal(model[1].running_mean, torch.zeros(8, device=device)))
model.train()  # 下一个训练步之前切换回来
