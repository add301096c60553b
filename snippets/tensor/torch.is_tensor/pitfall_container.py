import torch


def move(batch, device):
    return batch.to(device) if torch.is_tensor(batch) else batch


batch = [torch.ones(2, 3), torch.zeros(2, 3)]   # what a collate step often returns
print(torch.is_tensor(batch))                   # a list of tensors is not a tensor

images = move(batch, "cpu")                     # came back unchanged, still a list
print(images.shape)
