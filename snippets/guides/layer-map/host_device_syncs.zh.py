import torch
from torch.profiler import ProfilerActivity, profile

device = torch.device("cuda" if torch.cuda.is_available() else "cpu")

torch.manual_seed(0)
model = torch.nn.Linear(16, 4).to(device).eval()
batches = [torch.randn(8, 16) for _ in range(5)]  # 数据在主机（CPU）上产生


def per_item():
    preds = []
    with torch.inference_mode():
        for xb in batches:
            out = model(xb.to(device))  # 每个批次一次主机到设备的拷贝
            for row in out:
                preds.append(row.argmax().item())  # 每个样本一次设备到主机的拷贝 + 同步
    return preds


def batched():
    with torch.inference_mode():
        x = torch.stack(batches).to(device)  # 拷入一次
        return model(x).argmax(dim=-1).flatten().cpu().tolist()  # 拷出一次


for fn in (per_item, batched):
    with profile(activities=[ProfilerActivity.CPU]) as prof:
        fn()
    calls = {e.key: e.count for e in prof.key_averages()}
    print(f"{fn.__name__:>8}: aten::to calls = {calls.get('aten::to', 0)}, aten::item calls = {calls.get('aten::item', 0)}")

print("same predictions:", per_item() == batched())
