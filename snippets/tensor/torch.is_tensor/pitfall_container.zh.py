import torch


def move(batch, device):
    return batch.to(device) if torch.is_tensor(batch) else batch


batch = [torch.ones(2, 3), torch.zeros(2, 3)]   # collate 步骤常见的返回值
print(torch.is_tensor(batch))                   # 张量列表并不是张量

images = move(batch, "cpu")                     # 原样返回，仍然是列表
print(images.shape)
