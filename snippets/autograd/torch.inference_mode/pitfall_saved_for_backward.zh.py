import torch

device = torch.device("cuda" if torch.cuda.is_available() else "cpu")

model = torch.nn.Linear(3, 1).to(device)
with torch.inference_mode():
    features = torch.ones(2, 3, device=device) * 2  # 一个推理张量
loss = model(features).sum()  # Linear 必须为反向传播保存输入
